"""Image classifier with tf.data augmentation, validation split and ModelCheckpoint."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

os.makedirs("/home/user/project/ckpt", exist_ok=True)
rng = np.random.default_rng(21)
n_cls = 4
protos = rng.random((n_cls, 24, 24, 3)).astype("float32")
y = rng.integers(0, n_cls, size=1600)
x = np.clip(protos[y] + 0.25 * rng.normal(size=(1600, 24, 24, 3)), 0, 1).astype("float32")

aug = keras.Sequential([layers.RandomFlip("horizontal"), layers.RandomTranslation(0.05, 0.05)])
train_ds = (tf.data.Dataset.from_tensor_slices((x[:1300], y[:1300]))
            .shuffle(1300).batch(32)
            .map(lambda a, b: (aug(a, training=True), b), num_parallel_calls=tf.data.AUTOTUNE)
            .prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x[1300:], y[1300:])).batch(64)

model = keras.Sequential([
    keras.Input(shape=(24, 24, 3)),
    layers.Conv2D(16, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.Flatten(),
    layers.Dense(n_cls, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
cb = keras.callbacks.ModelCheckpoint("/home/user/project/ckpt/best.keras", monitor="val_accuracy",
                                     save_best_only=True, verbose=1)
model.fit(train_ds, validation_data=val_ds, epochs=5, callbacks=[cb], verbose=2)
print("eval:", model.evaluate(val_ds, verbose=0))
