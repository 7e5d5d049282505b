"""U-Net-lite for binary road segmentation on 64x64 aerial tiles.
Builds the model, writes an architecture diagram for the report, then trains."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.random((128, 64, 64, 3), dtype=np.float32)
y = (x[..., :1] > 0.7).astype("float32")


def conv_block(t, f):
    t = layers.Conv2D(f, 3, padding="same", activation="relu")(t)
    return layers.Conv2D(f, 3, padding="same", activation="relu")(t)


inp = keras.Input((64, 64, 3), name="tile")
c1 = conv_block(inp, 16); p1 = layers.MaxPooling2D()(c1)
c2 = conv_block(p1, 32); p2 = layers.MaxPooling2D()(c2)
b = conv_block(p2, 64)
u2 = layers.Concatenate()([layers.UpSampling2D()(b), c2]); c3 = conv_block(u2, 32)
u1 = layers.Concatenate()([layers.UpSampling2D()(c3), c1]); c4 = conv_block(u1, 16)
out = layers.Conv2D(1, 1, activation="sigmoid", name="mask")(c4)
model = keras.Model(inp, out, name="unet_lite")
model.summary()

keras.utils.plot_model(model, to_file="unet_lite.png", show_shapes=True, dpi=80)
print("architecture diagram written to unet_lite.png")

model.compile("adam", "binary_crossentropy", metrics=[keras.metrics.BinaryIoU(name="iou")])
model.fit(x, y, batch_size=16, epochs=3, verbose=2)
