# Image classifier; features and labels come from separate .npy arrays (port of a torch TensorDataset)
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
NUM_CLASSES = 4
protos = rng.normal(size=(NUM_CLASSES, 16, 16, 1)).astype("float32")
labels = rng.integers(0, NUM_CLASSES, size=(4000,))
images = protos[labels] + 0.8 * rng.normal(size=(4000, 16, 16, 1)).astype("float32")
os.makedirs("data", exist_ok=True)
np.save("data/images.npy", images); np.save("data/labels.npy", labels)

images = np.load("data/images.npy"); labels = np.load("data/labels.npy")
x_tr, y_tr, x_va, y_va = images[:3500], labels[:3500], images[3500:], labels[3500:]

def augment(img):
    return tf.image.random_flip_left_right(img)

image_ds = (tf.data.Dataset.from_tensor_slices(x_tr)
            .shuffle(3500, reshuffle_each_iteration=True)
            .map(augment, num_parallel_calls=tf.data.AUTOTUNE))
label_ds = tf.data.Dataset.from_tensor_slices(y_tr).shuffle(3500, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((image_ds, label_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)

model = keras.Sequential([
    keras.Input(shape=(16, 16, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"val_loss={loss:.4f} val_accuracy={acc:.4f}")
