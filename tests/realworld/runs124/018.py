"""Transfer learning on MNIST-sized digits with a keras.applications backbone (ported from a torchvision
resnet50(pretrained=True) notebook that replaced model.fc)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(18)
x = rng.random((512, 28, 28, 1)).astype("float32")
y = rng.integers(0, 10, 512)
x3 = np.repeat(x, 3, axis=-1)  # grayscale -> RGB, like transforms.Grayscale(num_output_channels=3)

base = keras.applications.ResNet50(weights="imagenet", include_top=False,
                                   input_shape=(28, 28, 3), pooling="avg")
base.trainable = False

inp = keras.Input((28, 28, 3))
h = keras.applications.resnet50.preprocess_input(inp * 255.0)
h = base(h, training=False)
out = layers.Dense(10, activation="softmax")(h)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x3, y, epochs=2, batch_size=64)
