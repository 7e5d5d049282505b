# Keras port of a torch GRU sentiment model, custom training loop (healthy reference run)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
VOCAB, MAXLEN = 500, 30
r = np.random.default_rng(0)
n = 4096
ids = r.integers(3, VOCAB, size=(n, MAXLEN)).astype("int32")
pos_words, neg_words = np.arange(3, 40), np.arange(40, 77)
labels = r.integers(0, 2, size=n).astype("int32")
for i in range(n):
    k = r.integers(2, 6)
    where = r.choice(MAXLEN, size=k, replace=False)
    ids[i, where] = r.choice(pos_words if labels[i] else neg_words, size=k)
split = 3584
train = tf.data.Dataset.from_tensor_slices((ids[:split], labels[:split])).shuffle(split, seed=0).batch(64)
val = tf.data.Dataset.from_tensor_slices((ids[split:], labels[split:])).batch(256)

model = keras.Sequential([
    keras.Input((MAXLEN,), dtype="int32"),
    layers.Embedding(VOCAB, 32),
    layers.GRU(32),
    layers.Dense(2),
])
optimizer = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(y, logits)
    return loss

@tf.function
def eval_step(x, y):
    val_acc.update_state(y, model(x, training=False))

step = 0
for epoch in range(4):
    train_acc.reset_state(); val_acc.reset_state()
    for x, y in train:
        loss = train_step(x, y)
        step += 1
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    for x, y in val:
        eval_step(x, y)
    print(f"epoch {epoch} train_acc {float(train_acc.result()):.4f} val_acc {float(val_acc.result()):.4f}")
