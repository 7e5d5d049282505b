"""Tiny Transformer encoder for token tagging-style sequence classification, trained with a
hand-written GradientTape loop (trainer-style metric dicts). Padding mask comes from
Embedding(mask_zero=True) and is propagated into MultiHeadAttention automatically."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)
VOCAB, MAXLEN, D = 500, 32, 64

def make(n):
    lens = rng.integers(6, MAXLEN, n)
    x = rng.integers(3, VOCAB, (n, MAXLEN))
    y = np.zeros(n, "int32")
    for i, l in enumerate(lens):
        if rng.random() < 0.5:
            x[i, rng.integers(0, l)] = 1; y[i] = 1   # "trigger" token somewhere in the sequence
        x[i, l:] = 0
    x[x == 1] = 1
    return x.astype("int32"), y

class EncoderBlock(layers.Layer):
    def __init__(self, d, heads, **kw):
        super().__init__(**kw)
        self.supports_masking = True
        self.mha = layers.MultiHeadAttention(heads, d // heads)
        self.ff = keras.Sequential([layers.Dense(2 * d, activation="gelu"), layers.Dense(d)])
        self.ln1, self.ln2 = layers.LayerNormalization(epsilon=1e-5), layers.LayerNormalization(epsilon=1e-5)
    def call(self, x, mask=None, training=False):
        h = self.ln1(x + self.mha(x, x, training=training))
        return self.ln2(h + self.ff(h))

inp = keras.Input((MAXLEN,), dtype="int32")
h = layers.Embedding(VOCAB, D, mask_zero=True)(inp)
h = h + layers.Embedding(MAXLEN, D)(keras.ops.arange(MAXLEN))
h = EncoderBlock(D, 4)(h)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(2)(h)
model = keras.Model(inp, out)

x_tr, y_tr = make(3000); x_va, y_va = make(500)
ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3000, seed=0).batch(64)
opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=0.01)
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
for epoch in range(4):
    t0 = time.time(); acc.reset_state(); losses = []
    for xb, yb in ds:
        losses.append(float(train_step(xb, yb))); step += 1
        if step % 20 == 0:
            print({"step": step, "loss": round(float(np.mean(losses[-20:])), 4), "lr": 1e-3})
    val_logits = model.predict(x_va, verbose=0)
    val_acc = float((val_logits.argmax(-1) == y_va).mean())
    print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4),
           "train_acc": round(float(acc.result()), 4), "val_acc": round(val_acc, 4),
           "epoch_time_s": round(time.time() - t0, 1)})
