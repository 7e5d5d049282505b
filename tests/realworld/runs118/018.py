"""Text classifier with a custom XLA-compiled train step; batches come from a generator of raw variable-length token lists."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(12)
VOCAB = 5000
docs = [rng.integers(1, VOCAB, size=rng.integers(20, 400)) for _ in range(3000)]
labels = rng.integers(0, 2, size=3000)

def batches(bs=32):
    idx = rng.permutation(len(docs))
    for s in range(0, len(idx), bs):
        b = idx[s:s + bs]
        maxlen = max(len(docs[i]) for i in b)              # pad to longest in batch (like torch collate_fn)
        x = np.zeros((len(b), maxlen), dtype=np.int32)
        for j, i in enumerate(b):
            x[j, :len(docs[i])] = docs[i]
        yield x, labels[b].astype(np.float32)

model = keras.Sequential([layers.Embedding(VOCAB, 64, mask_zero=True), layers.GlobalAveragePooling1D(), layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.BinaryCrossentropy(from_logits=True)

@tf.function(jit_compile=True)
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y[:, None], model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(2):
    t0 = time.time()
    for step, (x, y) in enumerate(batches()):
        loss = train_step(tf.constant(x), tf.constant(y))
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} seq_len {x.shape[1]:3d} loss {float(loss):.4f} elapsed {time.time()-t0:.1f}s", flush=True)
    print(f"epoch {epoch} done in {time.time()-t0:.1f}s", flush=True)
