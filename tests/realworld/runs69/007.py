# Custom tf.Module linear layer ported from a torch nn.Module with lazy init in forward
import tensorflow as tf

class LazyLinear(tf.Module):
    def __init__(self, units):
        super().__init__()
        self.units = units

    @tf.function
    def __call__(self, x):
        # torch-style lazy init: create weights from the first input's width
        self.w = tf.Variable(tf.random.normal([x.shape[-1], self.units]) * 0.05, name="w")
        self.b = tf.Variable(tf.zeros([self.units]), name="b")
        return tf.matmul(x, self.w) + self.b

layer = LazyLinear(4)
opt = tf.keras.optimizers.SGD(0.1)
x = tf.random.normal([32, 8])
y = tf.random.normal([32, 4])
for step in range(5):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((layer(x) - y) ** 2)
    grads = tape.gradient(loss, layer.trainable_variables)
    opt.apply_gradients(zip(grads, layer.trainable_variables))
    print(f"step {step} loss {loss.numpy():.4f}")
