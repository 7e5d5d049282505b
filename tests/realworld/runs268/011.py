# Sentiment-style sequence classifier: padded tf.data batches, Conv1D + GRU, fit with ModelCheckpoint + EarlyStopping
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
V = 300
pos_words = np.arange(2, 30)
neg_words = np.arange(30, 60)
def make(n):
    seqs, labs = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        L = int(rng.integers(8, 40))
        s = rng.integers(60, V, size=L)
        k = max(2, L // 5)
        idx = rng.choice(L, size=k, replace=False)
        s[idx] = rng.choice(pos_words if lab else neg_words, size=k)
        seqs.append(s.astype("int32")); labs.append(lab)
    return seqs, labs

def to_ds(seqs, labs, shuffle):
    ds = tf.data.Dataset.from_generator(lambda: zip(seqs, labs),
        output_signature=(tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))
    if shuffle:
        ds = ds.shuffle(2000, seed=0)
    return ds.padded_batch(32, padded_shapes=([48], [])).prefetch(tf.data.AUTOTUNE)

tr_s, tr_l = make(3000)
va_s, va_l = make(500)
train, val = to_ds(tr_s, tr_l, True), to_ds(va_s, va_l, False)

model = keras.Sequential([
    keras.Input(shape=(48,), dtype="int32"),
    layers.Embedding(V, 32),
    layers.Conv1D(32, 3, padding="same", activation="relu"),
    layers.GRU(32),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
cbs = [keras.callbacks.ModelCheckpoint("best_011.keras", monitor="val_loss", save_best_only=True),
       keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True)]
model.fit(train, validation_data=val, epochs=5, callbacks=cbs, verbose=2)
reloaded = keras.models.load_model("best_011.keras")
print("reloaded best model:", dict(zip(["loss", "acc"], reloaded.evaluate(val, verbose=0))))
