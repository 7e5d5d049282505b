# Custom training loop ported from a PyTorch regression script (targets are integer counts)
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 20)).astype("float32")
y = rng.poisson(lam=np.exp(0.3 * x[:, :3].sum(1))).astype("int64")  # event counts
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(64)

model = keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="gelu"),
                          layers.Dense(64, activation="gelu"), layers.Dense(1)])
opt = keras.optimizers.Adam(3e-4)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = tf.squeeze(model(xb, training=True), -1)
        loss = tf.reduce_mean(tf.square(yb - pred))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
