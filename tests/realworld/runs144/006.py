# Custom training loop for an intent classifier, ported from torch.nn.functional.cross_entropy.
# Labels come from a CSV read with pandas-like float parsing.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(6)
n, d, n_cls = 1024, 40, 6
features = rng.normal(size=(n, d)).astype("float32")
labels = rng.integers(0, n_cls, size=n).astype("float32")   # read from CSV column "intent_id"

ds = tf.data.Dataset.from_tensor_slices((features, labels)).shuffle(n).batch(32)

model = keras.Sequential([keras.Input(shape=(d,)), layers.Dense(64, activation="relu"), layers.Dense(n_cls)])
opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=1e-2)

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        # torch: loss = F.cross_entropy(logits, y)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
