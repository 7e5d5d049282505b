"""Sentiment classifier, custom GradientTape loop with global-norm clipping
(ported from a PyTorch script that used torch.nn.utils.clip_grad_norm_)."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(0)
np.random.seed(0)

VOCAB, MAXLEN, BATCH = 2000, 40, 32
N = 1024
x = np.random.randint(1, VOCAB, size=(N, MAXLEN)).astype("int32")
y = (x[:, :5].mean(axis=1) > VOCAB / 2).astype("int32")

ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(BATCH)

model = keras.Sequential([
    keras.Input(shape=(MAXLEN,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 64),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(2),
])
optimizer = keras.optimizers.AdamW(learning_rate=3e-4, weight_decay=0.01)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
MAX_GRAD_NORM = 1.0


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    # torch: torch.nn.utils.clip_grad_norm_(model.parameters(), MAX_GRAD_NORM)
    grads = tf.clip_by_global_norm(grads, MAX_GRAD_NORM)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(3):
    total, steps = 0.0, 0
    for xb, yb in ds:
        loss = train_step(xb, yb)
        total += float(loss)
        steps += 1
        if steps % 10 == 0:
            print(f"epoch {epoch} step {steps} loss {float(loss):.4f}", flush=True)
    print(f"epoch {epoch} mean loss {total / steps:.4f}")
