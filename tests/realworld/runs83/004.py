# Warm-start a new tf.Module MLP from an exported SavedModel by copying variables
import numpy as np
import tensorflow as tf

class MLP(tf.Module):
    def __init__(self, sizes, name=None):
        super().__init__(name=name)
        self.layers = []
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            w = tf.Variable(tf.random.normal([a, b], stddev=0.1), name=f"dense_{i}/kernel")
            bb = tf.Variable(tf.zeros([b]), name=f"dense_{i}/bias")
            self.layers.append((w, bb))

    @tf.function(input_signature=[tf.TensorSpec([None, 8], tf.float32)])
    def __call__(self, x):
        for i, (w, b) in enumerate(self.layers):
            x = x @ w + b
            if i < len(self.layers) - 1:
                x = tf.nn.relu(x)
        return x

old = MLP([8, 128, 64, 32, 1], name="mlp")
tf.saved_model.save(old, "/tmp/runs83_004_export")
print("exported", len(old.variables), "variables")

loaded = tf.saved_model.load("/tmp/runs83_004_export")
HIDDEN = [256, 64, 32]   # v2 config: wider first layer
new = MLP([8] + HIDDEN + [1], name="mlp")

# copy weights over layer by layer
src = [v for layer in loaded.layers for v in layer]
dst = [v for layer in new.layers for v in layer]
for s, d in zip(src, dst):
    print(f"copy {s.name} {s.shape} -> {d.name} {d.shape}")
    d.assign(s)
print("warm start done", new(tf.ones([2, 8])).numpy().ravel())
