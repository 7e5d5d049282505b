"""Custom GradientTape training loop for a hand-written attention classifier (ported from PyTorch).

The attention mask is applied the way the original torch code did it:
    scores = scores + (1.0 - mask) * float('-inf')
"""
import time, random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(4); random.seed(4)
VOCAB, MAXLEN, D, BATCH, EPOCHS = 2000, 32, 64, 32, 2

def synth(n):
    x = np.zeros((n, MAXLEN), "int32"); y = np.random.randint(0, 2, n).astype("int32")
    for i in range(n):
        L = random.randint(5, MAXLEN)
        t = np.random.randint(5, VOCAB, L); t[np.random.rand(L) < 0.25] = 3 + y[i]
        x[i, :L] = t
    return x, y

x, y = synth(1600)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1600, seed=4).batch(BATCH)

class SelfAttentionPool(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(VOCAB, D)
        self.q = layers.Dense(D); self.k = layers.Dense(D); self.v = layers.Dense(D)
        self.out = layers.Dense(2)
    def call(self, ids, training=False):
        mask = tf.cast(tf.not_equal(ids, 0), tf.float32)            # (B, T) 1 = token, 0 = pad
        h = self.emb(ids)
        q, k, v = self.q(h), self.k(h), self.v(h)
        scores = tf.matmul(q, k, transpose_b=True) / tf.sqrt(float(D))  # (B, T, T)
        scores = scores + (1.0 - mask[:, None, :]) * float("-inf")
        attn = tf.nn.softmax(scores, axis=-1)
        ctx = tf.matmul(attn, v)
        pooled = tf.reduce_sum(ctx * mask[..., None], 1) / tf.reduce_sum(mask, 1, keepdims=True)
        return self.out(pooled)

model = SelfAttentionPool()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss

step = 0
for epoch in range(EPOCHS):
    acc.reset_state(); t0 = time.time()
    for xb, yb in ds:
        loss = train_step(xb, yb)
        step += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:4d} loss {float(loss):.4f} acc {float(acc.result()):.3f} ({(time.time()-t0)/10*1000:.1f} ms/step)")
            t0 = time.time()
    print(f"== epoch {epoch} done: train_acc {float(acc.result()):.3f}")
