# Stage 2: fine-tune the in-house RGB-pretrained MobileNetV2 on the grayscale thermal set
import numpy as np
import keras
from keras import layers

IMG = 64
def make_model(channels, n_classes):
    base = keras.applications.MobileNetV2(input_shape=(IMG, IMG, channels), include_top=False,
                                          weights=None, alpha=0.35, pooling="avg")
    inp = keras.Input((IMG, IMG, channels))
    out = layers.Dense(n_classes)(base(inp))
    return keras.Model(inp, out)

# stage 1 (pretraining on RGB crops), normally a separate job
rng = np.random.default_rng(0)
rgb_x = rng.uniform(-1, 1, size=(64, IMG, IMG, 3)).astype("float32")
rgb_y = rng.integers(0, 5, size=64)
pre = make_model(3, 5)
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(rgb_x, rgb_y, epochs=1, batch_size=16, verbose=2)
pre.save_weights("stage1_rgb.weights.h5")
print("stage 1 weights saved")

# stage 2: thermal images are single channel
thermal = make_model(1, 5)
thermal.load_weights("stage1_rgb.weights.h5")
print("loaded stage-1 weights")
