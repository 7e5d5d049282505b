import numpy as np
import tensorflow as tf
import keras

# Healthy: custom training loop (ported torch loop) for a GRU sequence classifier
rng = np.random.default_rng(12)
N, T, V = 2000, 30, 200
seqs = rng.integers(3, V, size=(N, T)).astype("int32")
labels = rng.integers(0, 2, size=N).astype("int32")
seqs[labels == 1, rng.integers(0, T, size=int((labels == 1).sum()))] = 1   # marker token for class 1
seqs[labels == 0, rng.integers(0, T, size=int((labels == 0).sum()))] = 2   # marker token for class 0
train = tf.data.Dataset.from_tensor_slices((seqs[:1600], labels[:1600])).shuffle(1600, seed=12).batch(64)
test = tf.data.Dataset.from_tensor_slices((seqs[1600:], labels[1600:])).batch(200)

model = keras.Sequential([
    keras.Input((T,), dtype="int32"),
    keras.layers.Embedding(V, 32),
    keras.layers.GRU(32),
    keras.layers.Dense(2),
])
opt = keras.optimizers.AdamW(learning_rate=3e-3, weight_decay=1e-4, clipnorm=1.0)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
test_acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(y, logits)
    return loss

@tf.function
def eval_step(x, y):
    test_acc.update_state(y, model(x, training=False))

for epoch in range(6):
    train_acc.reset_state(); test_acc.reset_state()
    losses = []
    for x, y in train:
        losses.append(float(train_step(x, y)))
    for x, y in test:
        eval_step(x, y)
    print(f"epoch {epoch}: loss {np.mean(losses):.4f} train_acc {float(train_acc.result()):.4f} "
          f"test_acc {float(test_acc.result()):.4f}", flush=True)
