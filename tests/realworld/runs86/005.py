# Token-level NER tagger ported from torch; custom loop with a torch-style accuracy helper.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

N, T, V, C = 512, 30, 2000, 9
rng = np.random.default_rng(1)
x = rng.integers(1, V, size=(N, T)).astype("int32")
y = (x % C).astype("int32")          # synthetic tag per token
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(32)

model = keras.Sequential([
    keras.Input((T,), dtype="int32"),
    layers.Embedding(V, 64),
    layers.Bidirectional(layers.LSTM(32, return_sequences=True)),
    layers.Dense(C),
])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt = keras.optimizers.Adam(3e-3)

def token_accuracy(logits, labels):
    # torch: (logits.argmax(dim=1) == labels).float().mean()
    preds = tf.argmax(logits, axis=1, output_type=tf.int32)
    return tf.reduce_mean(tf.cast(tf.equal(preds, labels), tf.float32))

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss, logits

for epoch in range(3):
    losses = []
    for step, (xb, yb) in enumerate(ds):
        loss, logits = train_step(xb, yb)
        losses.append(float(loss))
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f}")
    acc = token_accuracy(logits, yb)
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} last-batch token acc {float(acc):.3f}")
