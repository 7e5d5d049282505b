"""Variable-length accelerometer sequences -> activity label. Batches are padded with -1 and masked,
like torch.nn.utils.rnn.pad_sequence(batch, padding_value=-1)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(17)
NCLS, FEAT = 3, 3

def gen():
    for _ in range(600):
        c = int(rng.integers(0, NCLS))
        T = int(rng.integers(20, 60))
        t = np.arange(T)[:, None]
        x = np.sin((c + 1) * 0.2 * t + rng.normal(size=(1, FEAT))) + 0.1 * rng.normal(size=(T, FEAT))
        yield x.astype("float32"), c

ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec((None, FEAT), tf.float32), tf.TensorSpec((), tf.int32)))
train_ds = ds.padded_batch(32, padded_shapes=([None, FEAT], []), padding_values=(-1, 0)).prefetch(2)

model = keras.Sequential([keras.Input(shape=(None, FEAT)), layers.Masking(mask_value=-1.0),
                          layers.LSTM(32), layers.Dense(NCLS, activation="softmax")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=3, verbose=2)
