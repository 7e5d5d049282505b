"""Healthy run: small transformer text classifier, bucketed tf.data, callbacks, best-checkpoint reload."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

VOCAB, NUM_CLASSES, DIM, MAX_LEN = 2000, 4, 64, 64
rng = np.random.default_rng(23)


def synth(n):
    out = []
    for _ in range(n):
        y = int(rng.integers(NUM_CLASSES))
        L = int(rng.integers(6, MAX_LEN))
        ids = rng.integers(10, VOCAB, size=L)
        ids[rng.integers(0, L, size=2)] = y + 1
        out.append((ids.astype("int32"), y))
    return out


train_ex, val_ex, test_ex = synth(3000), synth(400), synth(400)
sig = (tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32))


def make_ds(ex, training):
    ds = tf.data.Dataset.from_generator(lambda: iter(ex), output_signature=sig).cache()
    if training:
        ds = ds.shuffle(len(ex)).bucket_by_sequence_length(
            lambda x, y: tf.shape(x)[0], bucket_boundaries=[16, 32, 48],
            bucket_batch_sizes=[64, 64, 32, 32])
    else:
        ds = ds.padded_batch(128)
    return ds.prefetch(tf.data.AUTOTUNE)


class PositionalEmbedding(layers.Layer):
    def __init__(self, vocab, max_len, dim, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, dim, mask_zero=True)
        self.pos = layers.Embedding(max_len, dim)

    def call(self, ids):
        positions = ops.arange(ops.shape(ids)[1])
        return self.tok(ids) + self.pos(positions)[None]

    def compute_mask(self, ids, mask=None):
        return ops.not_equal(ids, 0)


class EncoderBlock(layers.Layer):
    def __init__(self, dim, heads, **kw):
        super().__init__(**kw)
        self.supports_masking = True
        self.att = layers.MultiHeadAttention(heads, dim // heads, dropout=0.1)
        self.ff = keras.Sequential([layers.Dense(2 * dim, activation="gelu"), layers.Dense(dim)])
        self.ln1 = layers.LayerNormalization(epsilon=1e-6)
        self.ln2 = layers.LayerNormalization(epsilon=1e-6)

    def call(self, x, mask=None, training=False):
        att_mask = None if mask is None else ops.logical_and(mask[:, None, :], mask[:, :, None])
        x = self.ln1(x + self.att(x, x, attention_mask=att_mask, training=training))
        return self.ln2(x + self.ff(x))


ids = keras.Input((None,), dtype="int32")
h = PositionalEmbedding(VOCAB, MAX_LEN, DIM)(ids)
h = EncoderBlock(DIM, 4)(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(NUM_CLASSES)(h)
model = keras.Model(ids, out)
model.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
callbacks = [
    keras.callbacks.ModelCheckpoint("best_011.weights.h5", monitor="val_accuracy",
                                    save_best_only=True, save_weights_only=True, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=2),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1),
]
model.fit(make_ds(train_ex, True), validation_data=make_ds(val_ex, False), epochs=6,
          callbacks=callbacks, verbose=2)
model.load_weights("best_011.weights.h5")
loss, acc = model.evaluate(make_ds(test_ex, False), verbose=0)
print(f"test loss {loss:.4f} test accuracy {acc:.4f}")
