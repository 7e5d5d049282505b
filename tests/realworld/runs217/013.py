# Healthy: small KerasNLP-style transformer encoder classifier written with keras.ops,
# warmup+cosine LearningRateScheduler, EarlyStopping
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

VOCAB, SEQ, D, HEADS, CLASSES = 500, 32, 64, 4, 2

class TokenAndPositionEmbedding(layers.Layer):
    def __init__(self, vocab, seq, dim, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(vocab, dim, mask_zero=False)
        self.pos = layers.Embedding(seq, dim)

    def call(self, ids):
        positions = ops.arange(0, ops.shape(ids)[-1], dtype="int32")
        return self.tok(ids) + self.pos(positions)[None, :, :]

class TransformerEncoder(layers.Layer):
    def __init__(self, dim, heads, ff, dropout=0.1, **kw):
        super().__init__(**kw)
        self.attn = layers.MultiHeadAttention(heads, dim // heads, dropout=dropout)
        self.ln1 = layers.LayerNormalization(epsilon=1e-5)
        self.ln2 = layers.LayerNormalization(epsilon=1e-5)
        self.ff1 = layers.Dense(ff, activation="gelu")
        self.ff2 = layers.Dense(dim)
        self.drop = layers.Dropout(dropout)

    def call(self, x, padding_mask=None, training=False):
        attn_mask = None
        if padding_mask is not None:
            attn_mask = ops.cast(padding_mask[:, None, :], "bool")
        h = self.attn(x, x, attention_mask=attn_mask, training=training)
        x = self.ln1(x + self.drop(h, training=training))
        h = self.ff2(self.ff1(x))
        return self.ln2(x + self.drop(h, training=training))

ids_in = keras.Input(shape=(SEQ,), dtype="int32", name="token_ids")
mask_in = keras.Input(shape=(SEQ,), dtype="int32", name="padding_mask")
h = TokenAndPositionEmbedding(VOCAB, SEQ, D)(ids_in)
h = TransformerEncoder(D, HEADS, 128)(h, padding_mask=mask_in)
h = TransformerEncoder(D, HEADS, 128)(h, padding_mask=mask_in)
m = ops.expand_dims(ops.cast(mask_in, "float32"), -1)
pooled = ops.sum(h * m, axis=1) / ops.maximum(ops.sum(m, axis=1), 1.0)
out = layers.Dense(CLASSES)(pooled)
model = keras.Model({"token_ids": ids_in, "padding_mask": mask_in}, out)

rng = np.random.default_rng(13)
def make(n):
    lengths = rng.integers(8, SEQ + 1, size=n)
    ids = rng.integers(3, VOCAB, size=(n, SEQ))
    y = rng.integers(0, CLASSES, size=n)
    for i in range(n):
        k = rng.integers(0, lengths[i])
        ids[i, k] = 1 + y[i]          # class marker token somewhere in the sequence
        ids[i, lengths[i]:] = 0
    mask = (ids != 0).astype("int32")
    return {"token_ids": ids.astype("int32"), "padding_mask": mask}, y
xtr, ytr = make(2000); xva, yva = make(400)
train = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(2000).batch(32).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(128)

PEAK_LR, WARMUP, EPOCHS = 1e-3, 1, 6
def schedule(epoch, lr):
    if epoch < WARMUP:
        return PEAK_LR * (epoch + 1) / (WARMUP + 1)
    progress = (epoch - WARMUP) / max(1, EPOCHS - WARMUP)
    return 0.5 * PEAK_LR * (1 + math.cos(math.pi * progress))

model.compile(optimizer=keras.optimizers.AdamW(PEAK_LR, weight_decay=0.01, clipnorm=1.0),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.summary()
model.fit(train, validation_data=val, epochs=EPOCHS, verbose=2,
          callbacks=[keras.callbacks.LearningRateScheduler(schedule, verbose=1),
                     keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True)])
print("val:", model.evaluate(val, verbose=0, return_dict=True))
