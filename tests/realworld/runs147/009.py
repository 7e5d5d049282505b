"""Port a pretrained PyTorch conv stem into Keras: copy the exported state_dict arrays."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(4)
# state_dict exported from torch with {k: v.numpy() for k, v in model.state_dict().items()}
state_dict = {
    "stem.conv.weight": rng.normal(scale=0.1, size=(32, 3, 3, 3)).astype("float32"),   # (out, in, kh, kw)
    "stem.conv.bias": np.zeros(32, dtype="float32"),
    "stem.bn.weight": np.ones(32, dtype="float32"),
    "stem.bn.bias": np.zeros(32, dtype="float32"),
    "stem.bn.running_mean": np.zeros(32, dtype="float32"),
    "stem.bn.running_var": np.ones(32, dtype="float32"),
    "fc.weight": rng.normal(scale=0.1, size=(5, 32)).astype("float32"),
    "fc.bias": np.zeros(5, dtype="float32"),
}

inputs = keras.Input(shape=(64, 64, 3))
x = layers.Conv2D(32, 3, padding="same", name="stem_conv")(inputs)
x = layers.BatchNormalization(name="stem_bn")(x)
x = layers.ReLU()(x)
x = layers.GlobalAveragePooling2D()(x)
outputs = layers.Dense(5, name="fc")(x)
model = keras.Model(inputs, outputs)

conv = model.get_layer("stem_conv")
bn = model.get_layer("stem_bn")
fc = model.get_layer("fc")
print("copying torch weights ...")
conv.kernel.assign(state_dict["stem.conv.weight"])
conv.bias.assign(state_dict["stem.conv.bias"])
bn.gamma.assign(state_dict["stem.bn.weight"])
bn.beta.assign(state_dict["stem.bn.bias"])
bn.moving_mean.assign(state_dict["stem.bn.running_mean"])
bn.moving_variance.assign(state_dict["stem.bn.running_var"])
fc.kernel.assign(state_dict["fc.weight"].T)
fc.bias.assign(state_dict["fc.bias"])

imgs = rng.random((8, 64, 64, 3), dtype=np.float32)
print("logits:", model.predict(imgs, verbose=0)[:2])
