# Char-level GRU language model, custom loop with hand-printed TensorBoard-style scalars (healthy).
import math, time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

text = ("the quick brown fox jumps over the lazy dog. " * 400 +
        "pack my box with five dozen liquor jugs. " * 400)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
ids = np.array([stoi[c] for c in text], np.int32)
SEQ, V = 64, len(chars)
n = (len(ids) - 1) // SEQ
x = ids[: n * SEQ].reshape(n, SEQ)
y = ids[1: n * SEQ + 1].reshape(n, SEQ)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(n, seed=1).batch(32, drop_remainder=True).repeat()

model = keras.Sequential([keras.Input((SEQ,), dtype="int32"), layers.Embedding(V, 32),
                          layers.GRU(128, return_sequences=True), layers.Dense(V)])
sched = keras.optimizers.schedules.CosineDecay(3e-3, decay_steps=300, alpha=0.1, warmup_target=None)
opt = keras.optimizers.Adam(sched, global_clipnorm=1.0)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    gnorm = tf.linalg.global_norm(grads)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss, gnorm

t0 = time.time()
it = iter(ds)
for step in range(1, 301):
    loss, gnorm = step_fn(*next(it))
    if step % 25 == 0:
        lr = float(sched(opt.iterations))
        print(f"[scalars] step={step} train/loss={float(loss):.4f} train/ppl={math.exp(float(loss)):.3f} "
              f"train/grad_norm={float(gnorm):.3f} train/lr={lr:.2e} time/elapsed={time.time()-t0:.1f}")
print("training complete: 300 steps")
