"""Spam/ham classifier on token ids, custom training loop with regularisation losses."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(3)
rng = np.random.default_rng(3)

VOCAB, MAXLEN, N = 20000, 50, 6000
spam_tokens = rng.choice(VOCAB, 300, replace=False)
x = rng.integers(1, VOCAB, size=(N, MAXLEN)).astype("int32")
y = rng.integers(0, 2, size=(N,)).astype("int32")
for i in np.where(y == 1)[0]:
    x[i, rng.integers(0, MAXLEN, 8)] = rng.choice(spam_tokens, 8)

reg = keras.regularizers.l1(0.01)
model = keras.Sequential([
    keras.Input(shape=(MAXLEN,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 64, embeddings_regularizer=reg),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(64, activation="relu", kernel_regularizer=reg),
    keras.layers.Dense(1, kernel_regularizer=reg),
])
optimizer = keras.optimizers.Adam(1e-3)
bce = keras.losses.BinaryCrossentropy(from_logits=True)
acc = keras.metrics.BinaryAccuracy(threshold=0.0)

train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(64)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        ce = bce(yb, logits)
        reg_loss = tf.add_n(model.losses)
        loss = ce + reg_loss
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return ce, reg_loss


for epoch in range(1, 7):
    ces, regs = [], []
    for xb, yb in train:
        ce, r = train_step(xb, yb)
        ces.append(float(ce)); regs.append(float(r))
    acc.reset_state()
    for xb, yb in val:
        acc.update_state(yb, model(xb, training=False))
    print(f"epoch {epoch}: ce={np.mean(ces):.4f} reg={np.mean(regs):.4f} val_acc={float(acc.result()):.4f}")
