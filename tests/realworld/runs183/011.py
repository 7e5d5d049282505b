"""Topic classification of short support tickets: TextVectorization inside tf.data, Embedding + pooling, Keras 3."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(2)
rng = np.random.default_rng(2)
topics = {
    0: "password login account locked reset email code".split(),
    1: "invoice payment refund charge card billing".split(),
    2: "crash error app update screen freeze".split(),
}
common = "hello please help my the is not and since yesterday thanks".split()
y = rng.integers(0, 3, size=2400)
texts = np.array([" ".join(rng.permutation(list(rng.choice(topics[c], 3)) + list(rng.choice(common, 6)))) for c in y])

vec = layers.TextVectorization(max_tokens=1000, output_sequence_length=20)
vec.adapt(texts[:2000])
print("vocabulary size:", vec.vocabulary_size())

def make(t, l, shuffle=False):
    ds = tf.data.Dataset.from_tensor_slices((t, l))
    if shuffle:
        ds = ds.shuffle(2000, seed=0)
    return ds.batch(32).map(lambda a, b: (vec(a), b), num_parallel_calls=tf.data.AUTOTUNE).prefetch(2)

train_ds, val_ds = make(texts[:2000], y[:2000], True), make(texts[2000:], y[2000:])
model = keras.Sequential([
    keras.Input((20,), dtype="int64"),
    layers.Embedding(1000, 32, mask_zero=True),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(3, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=4,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True)])
print("eval:", model.evaluate(val_ds, verbose=0, return_dict=True))
