# Healthy: custom GradientTape loop over tf.data with a small CNN, checkpoint + restore
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(12)
def make(n):
    y = rng.integers(0, 4, n)
    x = rng.normal(0, 1, (n, 16, 16, 1)).astype("float32")
    for c in range(4):
        r, q = divmod(c, 2)
        x[y == c, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8, 0] += 1.5
    return x, y
xtr, ytr = make(2048); xte, yte = make(512)
train_ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(2048).batch(64).prefetch(tf.data.AUTOTUNE)
test_ds = tf.data.Dataset.from_tensor_slices((xte, yte)).batch(128)

model = keras.Sequential([keras.Input((16, 16, 1)), layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
                          layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(), layers.Dense(4)])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def eval_step(x, y):
    acc.update_state(y, model(x, training=False))

for epoch in range(3):
    for step, (x, y) in enumerate(train_ds):
        loss = train_step(x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    acc.reset_state()
    for x, y in test_ds:
        eval_step(x, y)
    print(f"epoch {epoch} test_acc {float(acc.result()):.4f}")

ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
path = ckpt.save("ckpt/run")
model2 = keras.models.clone_model(model)
tf.train.Checkpoint(model=model2).restore(path).expect_partial()
acc.reset_state()
for x, y in test_ds:
    acc.update_state(y, model2(x, training=False))
print(f"restored from {path} test_acc {float(acc.result()):.4f}")
