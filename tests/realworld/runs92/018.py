# Old TF 2.3-era AMP training script (tf.keras) run on a current TensorFlow install
import numpy as np
import tensorflow as tf
from tensorflow.keras.mixed_precision import experimental as mixed_precision

policy = mixed_precision.Policy("mixed_float16")
mixed_precision.set_policy(policy)
print("Compute dtype:", policy.compute_dtype, "Variable dtype:", policy.variable_dtype)

(x, y) = (np.random.rand(2048, 20).astype("float32"), np.random.randint(0, 3, 2048))
model = tf.keras.Sequential([
    tf.keras.layers.Dense(128, activation="relu", input_shape=(20,)),
    tf.keras.layers.Dense(3),
    tf.keras.layers.Activation("softmax", dtype="float32"),
])
opt = mixed_precision.LossScaleOptimizer(tf.keras.optimizers.Adam(1e-3), loss_scale="dynamic")
model.compile(opt, "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2)
