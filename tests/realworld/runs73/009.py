# Flower classifier: MobileNetV2 feature extractor + new 10-class head
import numpy as np
import keras
from keras import layers

IMG, C = 96, 10
rng = np.random.default_rng(0)
x = rng.uniform(0, 255, size=(160, IMG, IMG, 3)).astype("float32")
y = rng.integers(0, C, size=160)

backbone = keras.applications.MobileNetV2(input_shape=(IMG, IMG, 3), include_top=False,
                                          weights=None, alpha=0.35)
backbone.trainable = False
inputs = keras.Input((IMG, IMG, 3))
h = keras.applications.mobilenet_v2.preprocess_input(inputs)
h = backbone(h, training=False)
h = layers.Dropout(0.2)(h)
outputs = layers.Dense(C)(h)
model = keras.Model(inputs, outputs)
print("output shape:", model.output_shape)
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=32)
