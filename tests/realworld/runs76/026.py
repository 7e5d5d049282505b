# Healthy: Transformer encoder block with MultiHeadAttention padding mask (B, T, T) + custom train_step
import numpy as np
import tensorflow as tf
import keras
from keras import layers

V, T, D = 1000, 24, 64
class Encoder(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(V, D)
        self.pos = layers.Embedding(T, D)
        self.mha = layers.MultiHeadAttention(num_heads=4, key_dim=16)
        self.ln1 = layers.LayerNormalization(); self.ln2 = layers.LayerNormalization()
        self.ff = keras.Sequential([layers.Dense(128, activation="gelu"), layers.Dense(D)])
        self.head = layers.Dense(3)
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.tracker = keras.metrics.Mean(name="loss"); self.acc = keras.metrics.SparseCategoricalAccuracy(name="acc")
    def call(self, ids, training=False):
        pad = tf.cast(ids != 0, tf.bool)
        att_mask = pad[:, None, :] & pad[:, :, None]          # (B, T, T)
        h = self.emb(ids) + self.pos(tf.range(T))[None]
        h = self.ln1(h + self.mha(h, h, attention_mask=att_mask, training=training))
        h = self.ln2(h + self.ff(h))
        m = tf.cast(pad, h.dtype)[..., None]
        return self.head(tf.reduce_sum(h * m, 1) / tf.maximum(tf.reduce_sum(m, 1), 1.0))
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True); loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.tracker.update_state(loss); self.acc.update_state(y, logits)
        return {"loss": self.tracker.result(), "acc": self.acc.result()}
    @property
    def metrics(self): return [self.tracker, self.acc]

rng = np.random.default_rng(0)
lens = rng.integers(3, T + 1, size=2400)
ids = rng.integers(4, V, size=(2400, T)) * (np.arange(T)[None] < lens[:, None])
y = rng.integers(0, 3, size=2400)
ids[np.arange(2400), 0] = y + 1                                  # class token in first position
m = Encoder(); m.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=0.01, global_clipnorm=1.0))
m.fit(ids, y, batch_size=64, epochs=5, verbose=2)
