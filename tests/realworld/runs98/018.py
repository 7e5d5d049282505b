"""Train from a tf.data pipeline that repeats forever, the way the PyTorch version used an
infinite sampler; epochs meant to be 'passes over ~2000 samples'."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(18)
x = rng.normal(size=(2000, 24)).astype("float32")
y = (np.abs(x[:, :3]).sum(-1) > 2.4).astype("int32")

AUTOTUNE = tf.data.AUTOTUNE
train_ds = (tf.data.Dataset.from_tensor_slices((x, y))
            .cache()
            .shuffle(2000)
            .repeat()                 # infinite stream, like RandomSampler(replacement=True)
            .batch(64)
            .prefetch(AUTOTUNE))

model = keras.Sequential([keras.Input(shape=(24,)), layers.Dense(64, activation="relu"),
                          layers.Dense(2, activation="softmax")])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
print("starting training: 5 epochs")
model.fit(train_ds, epochs=5)
print("training finished")
