"""Char-level GRU language model, custom loop. The torch loop skipped bad batches:
    if torch.isnan(loss): return None
and the same guard was kept in the @tf.function train step."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(11)
text = ("to be or not to be that is the question whether tis nobler in the mind to suffer "
        "the slings and arrows of outrageous fortune or to take arms against a sea of troubles ") * 40
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype="int32")
SEQ, BATCH = 64, 32
print(f"corpus {len(data)} chars, vocab {len(chars)}")
ds = (tf.data.Dataset.from_tensor_slices(data).batch(SEQ + 1, drop_remainder=True)
      .map(lambda s: (s[:-1], s[1:])).shuffle(200).batch(BATCH, drop_remainder=True))

model = keras.Sequential([keras.Input((SEQ,), dtype="int32"), layers.Embedding(len(chars), 32),
                          layers.GRU(128, return_sequences=True), layers.Dense(len(chars))])
opt = keras.optimizers.Adam(3e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    if tf.math.is_nan(loss):          # skip the update on a bad batch
        return None
    grads = tape.gradient(loss, model.trainable_variables)
    grads, gnorm = tf.clip_by_global_norm(grads, 1.0)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for i, (x, y) in enumerate(ds):
        loss = train_step(x, y)
        if loss is None:
            print(f"epoch {epoch} step {i}: nan loss, batch skipped"); continue
        if i % 10 == 0:
            print(f"epoch {epoch} step {i:3d} loss {float(loss):.4f} ppl {float(tf.exp(loss)):.2f}")
