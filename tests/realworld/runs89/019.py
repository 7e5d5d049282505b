# mixed_float16 custom GradientTape loop with an explicit LossScaleOptimizer (torch GradScaler equivalent)
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 32)).astype("float32")
y = (np.sin(X[:, :4]).sum(1, keepdims=True)).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(4096, seed=1).batch(128)

model = keras.Sequential([keras.Input((32,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(1, dtype="float32")])
opt = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam(1e-3))
opt.build(model.trainable_variables)
print("compute dtype:", model.layers[0].compute_dtype, "variable dtype:", model.layers[0].variable_dtype)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = tf.reduce_mean(tf.square(pred - yb))
        scaled = opt.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    opt.apply(grads, model.trainable_variables)
    return loss

for epoch in range(8):
    losses = [float(train_step(xb, yb)) for xb, yb in ds]
    print(f"epoch {epoch} mse {np.mean(losses):.4f} loss_scale {float(opt.dynamic_scale):.0f}")
