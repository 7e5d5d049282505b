"""Custom loop with linear LR warm-up computed inside the compiled train step (torch scheduler.step() habit)."""
import numpy as np
import tensorflow as tf
import keras

BASE_LR, WARMUP = 3e-3, 200
rng = np.random.default_rng(19)
X = rng.normal(size=(6400, 30)).astype("float32")
y = (X[:, :3].sum(axis=1) > 0).astype("int32") + (X[:, 3] > 1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(6400, seed=0).batch(64)

model = keras.Sequential([keras.Input((30,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(3)])
opt = keras.optimizers.Adam(learning_rate=BASE_LR)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()
global_step = 0

@tf.function
def train_step(x, yb):
    global global_step
    global_step += 1
    lr = BASE_LR * min(1.0, global_step / WARMUP)
    opt.learning_rate.assign(lr)
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss

it = 0
for epoch in range(4):
    acc.reset_state()
    for x, yb in ds:
        loss = train_step(x, yb)
        it += 1
        if it % 50 == 0:
            print(f"iter {it:4d} loss {float(loss):.4f} lr {float(opt.learning_rate.numpy()):.2e}")
    print(f"epoch {epoch} acc {float(acc.result()):.4f}")
