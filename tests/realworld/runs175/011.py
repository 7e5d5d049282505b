"""Review sentiment with masking done right: tf.data from a generator of variable-length
token lists, padded_batch, Embedding(mask_zero=True) + BiLSTM, EarlyStopping."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(8)
VOCAB = 2000
POS, NEG = np.arange(10, 60), np.arange(60, 110)


def reviews(n, seed):
    r = np.random.default_rng(seed)
    for _ in range(n):
        label = int(r.integers(0, 2))
        L = int(r.integers(20, 80))
        toks = r.integers(110, VOCAB, size=L)
        k = int(r.integers(3, 8))
        toks[r.choice(L, size=k, replace=False)] = r.choice(POS if label else NEG, size=k)
        yield toks.astype("int32"), np.float32(label)


sig = (tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.float32))
train_ds = (tf.data.Dataset.from_generator(lambda: reviews(2400, 0), output_signature=sig)
            .cache().shuffle(2400).padded_batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_generator(lambda: reviews(480, 1), output_signature=sig).cache().padded_batch(128)

model = keras.Sequential([
    keras.Input((None,), dtype="int32"),
    layers.Embedding(VOCAB, 48, mask_zero=True),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dropout(0.2),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True)])
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final val_loss={loss:.4f} val_accuracy={acc:.4f}")
