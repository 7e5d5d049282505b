# Port of a PyTorch MLP head: weights kept in torch nn.Linear layout (out_features, in_features)
import numpy as np
import tensorflow as tf

class TorchLinear(tf.keras.layers.Layer):
    def __init__(self, in_features, out_features, **kw):
        super().__init__(**kw)
        self.in_features, self.out_features = in_features, out_features

    def build(self, input_shape):
        # same layout as torch.nn.Linear.weight
        self.weight = self.add_weight(name="weight", shape=(self.out_features, self.in_features),
                                      initializer="glorot_uniform")
        self.bias = self.add_weight(name="bias", shape=(self.out_features,), initializer="zeros")

    def call(self, x):
        return tf.matmul(x, self.weight) + self.bias

class Net(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.fc1 = TorchLinear(20, 64)
        self.fc2 = TorchLinear(64, 3)

    def call(self, x):
        return self.fc2(tf.nn.relu(self.fc1(x)))

rng = np.random.default_rng(1)
X = rng.normal(size=(1024, 20)).astype("float32")
Y = (X[:, 0] > 0).astype("int64") + (X[:, 1] > 1).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((X, Y)).shuffle(1024).batch(32)

model = Net()
opt = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(ds):
        loss = train_step(xb, yb)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
