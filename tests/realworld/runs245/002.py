# Port of a PyTorch regression trainer (house-price style features), SGD with momentum.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
n = 4000
area = rng.uniform(30, 300, n)          # m^2
rooms = rng.integers(1, 8, n).astype(float)
year = rng.uniform(1950, 2020, n)
dist = rng.uniform(0.5, 40, n)          # km
x = np.stack([area, rooms, year, dist], 1).astype("float32")
y = (1500 * area + 8000 * rooms + 300 * (year - 1950) - 2000 * dist + rng.normal(0, 5000, n)).astype("float32")
y = y / 1000.0   # price in k
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(n, seed=0).batch(32)

model = keras.Sequential([
    keras.Input((4,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1),
])
opt = keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)  # same as torch.optim.SGD(lr=0.01, momentum=0.9)
loss_fn = keras.losses.MeanSquaredError()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = tf.squeeze(model(xb, training=True), -1)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

step = 0
for epoch in range(3):
    for xb, yb in ds:
        loss = train_step(xb, yb)
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        step += 1
    print(f"epoch {epoch} done, last loss {float(loss):.4f}")
