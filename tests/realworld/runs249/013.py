# Healthy: GRU text classifier with a custom GradientTape loop (port of a PyTorch train loop), padded batches.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
VOCAB, N = 300, 3000
seqs, ys = [], []
for _ in range(N):
    L = int(rng.integers(5, 30))
    s = rng.integers(3, VOCAB, size=L)
    label = int(rng.integers(0, 2))
    s[int(rng.integers(0, L))] = 1 + label      # marker token 1 or 2 decides the class
    seqs.append(s.astype("int32")); ys.append(label)

def gen():
    for s, t in zip(seqs, ys):
        yield s, np.int32(t)

ds = (tf.data.Dataset.from_generator(gen, output_signature=(tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))
      .cache().shuffle(N).padded_batch(64, padded_shapes=([None], [])).prefetch(2))

model = keras.Sequential([keras.Input((None,), dtype="int32"),
                          keras.layers.Embedding(VOCAB, 32, mask_zero=True),
                          keras.layers.GRU(32),
                          keras.layers.Dense(2)])
model.build((None, None))
optimizer = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function(reduce_retracing=True)
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, norm = tf.clip_by_global_norm(grads, 1.0)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(y, logits)
    return loss, norm

for epoch in range(5):
    acc.reset_state(); losses = []
    for step, (x, y) in enumerate(ds):
        loss, norm = train_step(x, y)
        losses.append(float(loss))
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f} grad_norm {float(norm):.3f}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} acc {float(acc.result()):.4f}")
