# Custom training loop with a global step counter used for warmup
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.Input((10,)), tf.keras.layers.Dense(32, activation="relu"), tf.keras.layers.Dense(1)])
opt = tf.keras.optimizers.Adam(1e-3)
global_step = tf.Variable(0, trainable=False, name="global_step")
WARMUP = 100.0

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(x) - y) ** 2)
    grads = tape.gradient(loss, model.trainable_variables)
    scale = tf.minimum(1.0, (tf.cast(global_step, tf.float32) + 1.0) / WARMUP)
    opt.apply_gradients(zip([g * scale for g in grads], model.trainable_variables))
    global_step.assign_add(1.0 / 1.0)
    return loss

ds = tf.data.Dataset.from_tensor_slices((tf.random.normal([256, 10]), tf.random.normal([256, 1]))).batch(32)
for epoch in range(2):
    for x, y in ds:
        loss = train_step(x, y)
    print("epoch", epoch, "loss", float(loss))
