# Port of a PyTorch CIFAR-style ResNet block trainer; data loader reused from the torch code.
import numpy as np
import tensorflow as tf
import keras

def make_loader(n=1024, batch_size=32):
    # same generator as the torch Dataset: images as (C, H, W) float arrays
    rng = np.random.default_rng(0)
    x = rng.normal(size=(n, 3, 32, 32)).astype("float32")
    y = rng.integers(0, 10, n)
    return tf.data.Dataset.from_tensor_slices((x, y)).shuffle(n).batch(batch_size)

def res_block(x, filters):
    h = keras.layers.Conv2D(filters, 3, padding="same", use_bias=False)(x)
    h = keras.layers.BatchNormalization()(h)
    h = keras.layers.ReLU()(h)
    h = keras.layers.Conv2D(filters, 3, padding="same", use_bias=False)(h)
    h = keras.layers.BatchNormalization()(h)
    if x.shape[-1] != filters:
        x = keras.layers.Conv2D(filters, 1, use_bias=False)(x)
    return keras.layers.ReLU()(h + x)

inp = keras.Input((32, 32, 3))
h = keras.layers.Conv2D(32, 3, padding="same")(inp)
h = res_block(h, 32)
h = keras.layers.MaxPooling2D()(h)
h = res_block(h, 64)
h = keras.layers.GlobalAveragePooling2D()(h)
out = keras.layers.Dense(10)(h)
model = keras.Model(inp, out, name="resnet_small")
model.summary()
model.compile(optimizer=keras.optimizers.SGD(0.05, momentum=0.9, nesterov=True),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
train = make_loader()
for xb, yb in train.take(1):
    print("batch:", xb.shape, yb.shape)
model.fit(train, epochs=2, verbose=2)
