# GRU sentiment-style classifier, custom loop; batches padded to their longest sequence like a HF DataCollatorWithPadding
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(9)
VOCAB, N = 3000, 1536
lengths = np.clip(rng.lognormal(3.5, 0.8, N).astype(int), 4, 400)
seqs = [rng.integers(1, VOCAB, l).tolist() for l in lengths]
labels = np.array([int(s[-1] < VOCAB // 2) for s in seqs])

def gen():
    for s, y in zip(seqs, labels):
        yield s, y

ds = (tf.data.Dataset.from_generator(gen, output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int64)))
      .shuffle(1024).padded_batch(32).prefetch(2))

model = keras.Sequential([layers.Embedding(VOCAB, 32, mask_zero=True), layers.GRU(32), layers.Dense(2)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(2):
    t0 = time.time()
    for step, (xb, yb) in enumerate(ds):
        ts = time.time()
        loss = train_step(xb, yb)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} batch {tuple(xb.shape)} loss {float(loss):.4f} step_time {time.time() - ts:.2f}s")
    print(f"epoch {epoch} done in {time.time() - t0:.1f}s")
