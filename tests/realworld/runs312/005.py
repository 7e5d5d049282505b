# Custom loop with an exponential moving average of the weights (torch_ema port)
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(4)
x = rng.normal(size=(2048, 16)).astype("float32"); y = (x[:, 0] * x[:, 1] > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(128)

model = keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
opt = keras.optimizers.SGD(0.05, momentum=0.9)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    ema = [tf.Variable(v, trainable=False) for v in model.trainable_variables]
    for e, v in zip(ema, model.trainable_variables):
        e.assign(0.999 * e + 0.001 * v)
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
    print(f"epoch {epoch} loss {float(loss):.4f}")
