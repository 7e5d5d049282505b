"""Custom training loop with linear warmup implemented by hand (ported from a PyTorch loop that
did `global_step += 1; lr = base_lr * min(1, global_step / warmup)` every step)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

tf.random.set_seed(1)
rng = np.random.default_rng(1)
X = rng.normal(size=(2048, 20)).astype("float32")
w_true = rng.normal(size=(20, 1)).astype("float32")
Y = (X @ w_true + 0.1 * rng.normal(size=(2048, 1))).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(2048).batch(64, drop_remainder=True)

model = keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.SGD(learning_rate=0.0, momentum=0.9)
BASE_LR, WARMUP = 0.05, 100
opt.build(model.trainable_variables)      # create slots up front (as torch does in the constructor)
global_step = 0


@tf.function
def train_step(x, y):
    global global_step
    lr = BASE_LR * min(1.0, global_step / WARMUP)
    global_step += 1
    opt.learning_rate.assign(lr)
    with tf.GradientTape() as tape:
        pred = model(x, training=True)
        loss = tf.reduce_mean(tf.square(pred - y))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


it = 0
for epoch in range(5):
    losses = []
    for x, y in ds:
        losses.append(float(train_step(x, y)))
        it += 1
        if it % 16 == 0:
            print(f"epoch {epoch} iter {it:4d} loss {losses[-1]:.4f} lr {float(opt.learning_rate.numpy()):.5f}")
    print(f"==> epoch {epoch} mean loss {np.mean(losses):.4f}")
