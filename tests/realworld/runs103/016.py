"""Flowers CNN with an augmented, repeated tf.data pipeline (iterating like an infinite sampler)."""
import tensorflow as tf
import keras
from keras import layers

DATA_DIR = "/home/user/project/data/flowers"
train_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.2, subset="training", seed=5, image_size=(64, 64), batch_size=16)
val_ds = keras.utils.image_dataset_from_directory(
    DATA_DIR, validation_split=0.2, subset="validation", seed=5, image_size=(64, 64), batch_size=16)

flip = layers.RandomFlip("horizontal")
train_ds = (train_ds.unbatch()
            .map(lambda x, y: (flip(x) / 255.0, y), num_parallel_calls=tf.data.AUTOTUNE)
            .shuffle(256).repeat().batch(16).prefetch(tf.data.AUTOTUNE))
val_ds = val_ds.map(lambda x, y: (x / 255.0, y))

model = keras.Sequential([
    keras.Input((64, 64, 3)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(3, activation="softmax"),
])
class StepLogger(keras.callbacks.Callback):
    """prints like our old torch loop: every 250 optimizer steps"""
    def on_epoch_begin(self, epoch, logs=None):
        self.epoch = epoch + 1
    def on_train_batch_end(self, batch, logs=None):
        if (batch + 1) % 250 == 0:
            print(f"epoch {self.epoch} step {batch + 1} loss {logs['loss']:.4f} acc {logs['accuracy']:.4f}", flush=True)

model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=10, verbose=2, callbacks=[StepLogger()])
model.save("/home/user/project/flowers_cnn.keras")
