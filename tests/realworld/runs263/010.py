# Char-CNN text classifier with a custom tf.function training loop; batches come from a
# length-sorted loader (like torch's bucket sampler + pad to longest in batch)
import time, numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(10)
VOCAB = 64
lengths = rng.integers(20, 200, 4000)
seqs = [rng.integers(1, VOCAB, n) for n in lengths]
labels = np.array([int((s == 7).sum() > n / VOCAB) for s, n in zip(seqs, lengths)])

def loader(batch_size=32):
    order = np.argsort(lengths + rng.integers(0, 10, len(lengths)))
    batches = [order[i:i + batch_size] for i in range(0, len(order), batch_size)]
    rng.shuffle(batches)
    for b in batches:
        L = max(lengths[j] for j in b)
        x = np.zeros((len(b), L), "int32")
        for r, j in enumerate(b):
            x[r, :lengths[j]] = seqs[j]
        yield tf.constant(x), tf.constant(labels[b])

model = keras.Sequential([
    layers.Embedding(VOCAB, 32),
    layers.Conv1D(64, 5, activation="relu"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(2),
])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    t0 = time.time(); losses = []
    for step, (x, y) in enumerate(loader()):
        losses.append(float(train_step(x, y)))
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} batch {tuple(x.shape)} loss {losses[-1]:.4f}", flush=True)
    print(f"epoch {epoch} done: mean loss {np.mean(losses):.4f} time {time.time() - t0:.1f}s", flush=True)
