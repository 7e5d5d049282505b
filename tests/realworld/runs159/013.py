"""Reproducible training run for the leaf-disease classifier.
Seeding block ported from our PyTorch utils.seed_everything():
    random.seed, np.random.seed, torch.manual_seed, torch.use_deterministic_algorithms(True)"""
import os
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

SEED = 1234


def seed_everything(seed):
    os.environ["PYTHONHASHSEED"] = str(seed)
    random.seed(seed)
    np.random.seed(seed)
    os.environ["TF_DETERMINISTIC_OPS"] = "1"
    tf.config.experimental.enable_op_determinism()   # torch.use_deterministic_algorithms(True)


seed_everything(SEED)
print("op determinism enabled; seed", SEED)

IMG = 48
N_CLASSES = 4
x = np.random.rand(1600, IMG, IMG, 3).astype("float32") * 0.4
y = np.random.randint(0, N_CLASSES, 1600)
for i, k in enumerate(y):   # each disease leaves a spot pattern in its own colour channel/quadrant
    r0, c0 = (k // 2) * 24, (k % 2) * 24
    x[i, r0 + 4:r0 + 20, c0 + 4:c0 + 20, k % 3] += 0.5


def augment(img, label):
    img = tf.image.random_flip_left_right(img)
    img = tf.image.random_brightness(img, 0.1)
    img = tf.image.random_contrast(img, 0.9, 1.1)
    return tf.clip_by_value(img, 0.0, 1.0), label


train_ds = (tf.data.Dataset.from_tensor_slices((x[:1400], y[:1400]))
            .shuffle(1400, seed=SEED)
            .map(augment, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(32).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x[1400:], y[1400:])).batch(64)

model = keras.Sequential([
    keras.Input((IMG, IMG, 3)),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Flatten(), layers.Dropout(0.3),
    layers.Dense(N_CLASSES, activation="softmax"),
])
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2)
model.save("leaf_cnn_seed%d.keras" % SEED)
