# Port of a PyTorch regression-to-class training loop (custom loop with GradientTape)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype("float32")
w = rng.normal(size=(20,))
y = (X @ w > 0).astype("int64")  # torch-style LongTensor labels

ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048).batch(64)

model = keras.Sequential([
    keras.Input((20,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1),
])
opt = keras.optimizers.Adam(1e-3)

def bce_with_logits(logits, target):
    # same formula as torch.nn.BCEWithLogitsLoss
    logits = tf.squeeze(logits, -1)
    return tf.reduce_mean(tf.maximum(logits, 0) - logits * target + tf.math.log1p(tf.exp(-tf.abs(logits))))

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = bce_with_logits(logits, yb)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
