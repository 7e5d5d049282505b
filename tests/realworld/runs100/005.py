# Multi-label tagging: custom training loop ported from torch BCEWithLogitsLoss.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_TAGS = 8
rng = np.random.default_rng(3)
X = rng.normal(size=(2048, 32)).astype("float32")
W = rng.normal(size=(32, NUM_TAGS))
Y = (X @ W > 0.5).astype("int64")      # 0/1 targets straight from the annotation table
print("X", X.shape, X.dtype, "Y", Y.shape, Y.dtype)

ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(2048).batch(64)
model = keras.Sequential([keras.Input((32,)), layers.Dense(64, activation="relu"),
                          layers.Dense(NUM_TAGS)])
opt = keras.optimizers.Adam(1e-3)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=yb, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
