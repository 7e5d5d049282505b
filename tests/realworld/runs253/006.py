# Port of a PyTorch house-price regressor (raw features, MSE, SGD lr from the original repo).
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(5)
N = 4096
sqft = rng.uniform(500, 4000, N); rooms = rng.integers(1, 8, N); year = rng.uniform(1950, 2020, N)
X = np.stack([sqft, rooms, year], 1).astype("float32")
y = (150 * sqft + 10000 * rooms + 500 * (year - 1950) + rng.normal(0, 2e4, N)).astype("float32") / 1000.0
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(N, seed=0).batch(64)
model = keras.Sequential([keras.Input((3,)), layers.Dense(64, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(1)])
opt = keras.optimizers.SGD(learning_rate=0.01, momentum=0.9)
mse = keras.losses.MeanSquaredError()
@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = tf.squeeze(model(xb, training=True), -1)
        loss = mse(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss
for epoch in range(8):
    tot, n = 0.0, 0
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if epoch == 0 and step < 10:
            print(f"epoch 0 step {step} loss {float(loss):.4f}")
        tot += float(loss); n += 1
    print(f"epoch {epoch} train_mse {tot / n:.4f}")
