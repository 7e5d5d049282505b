# GRU sequence classifier with a custom training loop (port of a torch nn.GRU model).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(5)
rng = np.random.default_rng(5)
VOCAB, T, N = 200, 40, 4000
seqs = rng.integers(3, VOCAB, size=(N, T))
labels = rng.integers(0, 2, N)
# class 1 sequences contain the marker token 1 several times, class 0 contain token 2
for k in range(N):
    pos = rng.choice(T, 4, replace=False)
    seqs[k, pos] = 1 if labels[k] == 1 else 2
train = tf.data.Dataset.from_tensor_slices((seqs[:3500], labels[:3500])).shuffle(3500).batch(64)
val = tf.data.Dataset.from_tensor_slices((seqs[3500:], labels[3500:])).batch(250)

model = keras.Sequential([keras.Input((T,), dtype="int32"),
                          keras.layers.Embedding(VOCAB, 32),
                          keras.layers.GRU(48),
                          keras.layers.Dense(2)])
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads, _ = tf.clip_by_global_norm(grads, 1.0)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(yb, logits)
    return loss

for epoch in range(4):
    train_acc.reset_state(); val_acc.reset_state()
    for step, (xb, yb) in enumerate(train):
        loss = train_step(xb, yb)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    for xb, yb in val:
        val_acc.update_state(yb, model(xb, training=False))
    print(f"epoch {epoch} train_acc {float(train_acc.result()):.4f} val_acc {float(val_acc.result()):.4f}")
