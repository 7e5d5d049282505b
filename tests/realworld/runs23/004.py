# Device selection copied from a torch script: device = "cuda" if available
import mindspore as ms

device = "cuda"
ms.set_context(mode=ms.PYNATIVE_MODE, device_target=device)
print("context set")
