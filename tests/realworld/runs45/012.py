# Migration route from the porting notes: keep the torch model code, swap the import to MSAdapter
import msadapter.pytorch as torch
import msadapter.pytorch.nn as nn
import mindspore as ms

ms.set_context(device_target="CPU")

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 32)
        self.fc2 = nn.Linear(32, 2)
    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))

net = Net()
print(net(torch.randn(4, 16)).shape)
