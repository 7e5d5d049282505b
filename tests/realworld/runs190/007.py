"""Sentiment CNN on variable-length token ids: tf.data padded_batch + Keras fit,
then SavedModel export with model.export() and a reload check."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(11)
rng = np.random.default_rng(11)
VOCAB = 400
POS, NEG = set(range(1, 40)), set(range(40, 80))


def make(n):
    seqs, labels = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        L = int(rng.integers(8, 40))
        s = rng.integers(80, VOCAB, size=L)
        k = rng.integers(1, 4)
        pool = list(POS if lab else NEG)
        s[rng.choice(L, size=k, replace=False)] = rng.choice(pool, size=k)
        seqs.append(s.astype("int32")); labels.append(lab)
    return seqs, labels


def to_ds(seqs, labels, shuffle):
    ds = (tf.data.Dataset.from_tensor_slices((tf.ragged.constant(seqs), labels))
          .map(lambda s, l: (tf.identity(s), l)))          # ragged row -> dense 1-D tensor
    if shuffle:
        ds = ds.shuffle(2000, seed=11)
    return ds.padded_batch(64, padded_shapes=([None], []), padding_values=(0, 0)).prefetch(2)


train = to_ds(*make(3000), shuffle=True)
val = to_ds(*make(600), shuffle=False)

inp = keras.Input((None,), dtype="int32", name="tokens")
h = keras.layers.Embedding(VOCAB, 32)(inp)
h = keras.layers.Conv1D(64, 3, padding="same", activation="relu")(h)
h = keras.layers.GlobalMaxPooling1D()(h)
h = keras.layers.Dense(32, activation="relu")(h)
out = keras.layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=4, verbose=2)

export_dir = "/home/user/project/sentiment_gru_export"
model.export(export_dir)
reloaded = tf.saved_model.load(export_dir)
probe = tf.constant([[5, 100, 200, 0, 0], [45, 120, 300, 250, 0]], dtype=tf.int32)
print("keras :", model(probe).numpy().ravel())
print("served:", reloaded.serve(probe).numpy().ravel())
