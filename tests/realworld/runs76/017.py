# Custom MirroredStrategy loop on 2 logical CPU devices: text classifier
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)
GB = 64
rng = np.random.default_rng(0)
x = rng.integers(1, 5000, size=(1024, 30)).astype("int32"); y = rng.integers(0, 2, size=1024).astype("int32")
ds = strategy.experimental_distribute_dataset(tf.data.Dataset.from_tensor_slices((x, y)).batch(GB))
with strategy.scope():
    model = keras.Sequential([keras.Input((30,), dtype="int32"), layers.Embedding(5000, 32, mask_zero=True),
                              layers.GRU(32), layers.Dense(2)])
    opt = keras.optimizers.Adam(1e-3)
    opt.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

def grad_fn(xb, yb):
    with tf.GradientTape() as tape:
        loss = tf.nn.compute_average_loss(loss_obj(yb, model(xb, training=True)), global_batch_size=GB)
    return tape.gradient(loss, model.trainable_variables), loss

@tf.function
def train_step(batch):
    grads, loss = strategy.run(grad_fn, args=batch)
    # torch DDP habit: grads are already all-reduced, so step the optimizer once here
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return strategy.reduce("SUM", loss, axis=None)

for step, batch in enumerate(ds):
    print("step", step, "loss", float(train_step(batch)))
