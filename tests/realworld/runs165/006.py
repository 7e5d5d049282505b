"""Port a PyTorch MLP classifier to TensorFlow: weights exported with
   np.savez('mlp.npz', **{k: v.double().numpy() for k, v in model.state_dict().items()})
and loaded into a plain tf.Module for inference/fine-tuning."""
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
# stand-in for the exported state dict (PyTorch layout: weight is (out, in)); exported as float64
state = {
    "fc1.weight": rng.standard_normal((128, 20)) * 0.1, "fc1.bias": np.zeros(128),
    "fc2.weight": rng.standard_normal((5, 128)) * 0.1, "fc2.bias": np.zeros(5),
}
np.savez("/home/user/project/mlp_006.npz", **state)


class MLP(tf.Module):
    def __init__(self, npz_path):
        super().__init__(name="mlp")
        sd = np.load(npz_path)
        # transpose torch (out, in) -> (in, out)
        self.w1 = tf.Variable(sd["fc1.weight"].T, name="w1")
        self.b1 = tf.Variable(sd["fc1.bias"], name="b1")
        self.w2 = tf.Variable(sd["fc2.weight"].T, name="w2")
        self.b2 = tf.Variable(sd["fc2.bias"], name="b2")

    # eager for now, tf.function later once parity is checked
    def __call__(self, x):
        h = tf.nn.relu(tf.matmul(x, self.w1) + self.b1)
        return tf.matmul(h, self.w2) + self.b2


model = MLP("/home/user/project/mlp_006.npz")
print("loaded params:", [(v.name, v.shape, v.dtype.name) for v in model.trainable_variables])
x = tf.random.normal((32, 20))  # features from the tf.data pipeline (float32)
y = tf.random.uniform((32,), maxval=5, dtype=tf.int32)
opt = tf.keras.optimizers.SGD(0.01)
for step in range(5):
    with tf.GradientTape() as tape:
        logits = model(x)
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    print(f"step {step} loss {float(loss):.4f}")
