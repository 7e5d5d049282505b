"""Custom TF2 training loop for a small CNN on synthetic 'digits' (ported from a PyTorch
train()/evaluate() pair): tf.data pipeline, tf.function train/eval steps, Keras metrics."""
import time
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(42)
rng = np.random.default_rng(42)

# synthetic 10-class 16x16 images: each class has its own template + noise
templates = rng.normal(size=(10, 16, 16, 1)).astype("float32")
def make(n):
    y = rng.integers(0, 10, size=n)
    x = templates[y] + 0.8 * rng.normal(size=(n, 16, 16, 1)).astype("float32")
    return x.astype("float32"), y.astype("int32")

x_tr, y_tr = make(4000)
x_va, y_va = make(800)
train_ds = (tf.data.Dataset.from_tensor_slices((x_tr, y_tr))
            .shuffle(4000, seed=1).batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(10),
])
model.summary()

opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_loss = keras.metrics.Mean(name="train_loss")
train_acc = keras.metrics.SparseCategoricalAccuracy(name="train_acc")
val_acc = keras.metrics.SparseCategoricalAccuracy(name="val_acc")


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_loss.update_state(loss)
    train_acc.update_state(y, logits)
    return loss


@tf.function
def eval_step(x, y):
    val_acc.update_state(y, model(x, training=False))


global_step = 0
for epoch in range(1, 5):
    t0 = time.time()
    for m in (train_loss, train_acc, val_acc):
        m.reset_state()
    for x, y in train_ds:
        loss = train_step(x, y)
        global_step += 1
        if global_step % 20 == 0:
            print(f"[epoch {epoch}] step {global_step:4d}  loss={float(loss):.4f}")
    for x, y in val_ds:
        eval_step(x, y)
    print(f"epoch {epoch} done in {time.time()-t0:.1f}s: "
          f"{{'train_loss': {float(train_loss.result()):.4f}, 'train_acc': {float(train_acc.result()):.4f}, "
          f"'val_acc': {float(val_acc.result()):.4f}}}")
print("training finished")
